import { SearchPicker } from '@switchboard/shared-ui';
import { useCallback } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  USER_PICKER_LIMIT,
  useGetUserQuery,
  useLazySearchUsersQuery,
  type ConsoleUser,
} from '../api/users-api';

export interface UserPickerProps {
  userId: string | null;
  onChange: (user: ConsoleUser | null) => void;
}

const userLabel = (user: ConsoleUser) => `${user.email} (${user.username})`;

/** Finds a console user by e-mail or name on the server, a page of matches at a time. */
export function UserPicker({ userId, onChange }: UserPickerProps) {
  const chosen = useGetUserQuery(userId ?? '', { skip: !userId });
  const [searchUsers] = useLazySearchUsersQuery();
  const search = useCallback(
    (text: string) =>
      searchUsers({ q: text, limit: USER_PICKER_LIMIT }, true)
        .unwrap()
        .then(
          (page) => ({ items: page.items, total: page.total }),
          (failure: unknown) => {
            throw new Error(apiErrorMessage(failure, 'Failed to fetch users'));
          },
        ),
    [searchUsers],
  );
  return (
    <SearchPicker
      label="User"
      placeholder="Search by e-mail or name"
      noMatchText="No user matches"
      search={search}
      optionLabel={userLabel}
      value={userId ? (chosen.data ?? null) : null}
      onChange={onChange}
      valueError={chosen.error ? apiErrorMessage(chosen.error, 'User not found') : null}
    />
  );
}
