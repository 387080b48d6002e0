import { FilterSelect } from '@switchboard/shared-ui';
import { BOT_STATUSES, type BotStatus } from '../api/bot';

export type StatusFilterValue = BotStatus | 'ALL';

const OPTIONS = [{ value: 'ALL' as const, label: 'All statuses' }, ...BOT_STATUSES];

export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <FilterSelect
      label="Status"
      value={value}
      options={OPTIONS}
      onChange={onChange}
      sx={{ minWidth: 180 }}
    />
  );
}
