/** The account pages other features link to. */
export const MY_FRIENDS_PATH = '/account/my-friends';
