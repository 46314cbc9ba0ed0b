import { defineEndpoint } from '../platform/contract';
import {
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  updateUserRequestSchema,
} from './auth.schemas';

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  access: { kind: 'session' },
  body: registerRequestSchema,
  response: meResponseSchema,
  status: 201,
  authenticates: true,
  summary: 'Create an account and log in',
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  access: { kind: 'session' },
  body: loginRequestSchema,
  response: meResponseSchema,
  authenticates: true,
  summary: 'Log in with email and password',
});

export const refreshSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/refresh',
  access: { kind: 'session' },
  response: null,
  authenticates: true,
  summary: 'Rotate the refresh token and issue a new access token',
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  access: { kind: 'session' },
  response: null,
  summary: 'Log out and revoke the refresh token',
});

export const getMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/me',
  access: { kind: 'user' },
  response: meResponseSchema,
  summary: 'The logged-in user',
});

export const updateUserEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/auth/user',
  access: { kind: 'user' },
  body: updateUserRequestSchema,
  response: meResponseSchema,
  summary: "Change the user's name",
});
