import { baseApi } from '@switchboard/shared-data';

export interface ConsoleUser {
  id: string;
  email: string;
  username: string;
  roleName: string;
}

export interface UserPage {
  items: ConsoleUser[];
  total: number;
  limit: number;
  offset: number;
}

/** How many matches a picker offers at once; typing more narrows them. */
export const USER_PICKER_LIMIT = 20;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<UserPage, { q: string; limit: number }>({
      query: ({ q, limit }) => ({
        url: '/api/users',
        params: { limit, ...(q.trim() ? { q: q.trim() } : {}) },
        errorMessage: 'Failed to fetch users',
      }),
    }),
    getUser: build.query<ConsoleUser, string>({
      query: (id) => ({
        url: `/api/users/${encodeURIComponent(id)}`,
        errorMessage: 'User not found',
      }),
    }),
  }),
});

export const { useLazySearchUsersQuery, useGetUserQuery } = usersApi;
