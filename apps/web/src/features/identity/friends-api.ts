import type { FriendRequest, FriendsResponse } from '@porchlight/core/identity/friends.schemas';
import { api } from '@/lib/api-client';

export const FRIENDS_PATH = '/auth/user/friends';

export const friendsApi = {
  list: () => api.get<FriendsResponse>(FRIENDS_PATH),
  sendRequest: (email: string) => api.post<FriendRequest>(`${FRIENDS_PATH}/requests`, { email }),
  accept: (requestId: string) => api.post(`${FRIENDS_PATH}/requests/${encodeURIComponent(requestId)}/accept`),
  /** Declines an incoming request or cancels one the user sent. */
  decline: (requestId: string) =>
    api.post(`${FRIENDS_PATH}/requests/${encodeURIComponent(requestId)}/decline`),
  remove: (userId: string) => api.delete(`${FRIENDS_PATH}/${encodeURIComponent(userId)}`),
};
