import { defineEndpoint } from '../platform/contract';
import {
  getMeRoute,
  loginRoute,
  logoutRoute,
  refreshSessionRoute,
  registerRoute,
  updateUserRoute,
} from './auth.routes';
import {
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  updateUserRequestSchema,
} from './auth.schemas';

export const registerEndpoint = defineEndpoint(registerRoute, {
  body: registerRequestSchema,
  response: meResponseSchema,
  status: 201,
  summary: 'Create an account and log in',
});

export const loginEndpoint = defineEndpoint(loginRoute, {
  body: loginRequestSchema,
  response: meResponseSchema,
  summary: 'Log in with email and password',
});

export const refreshSessionEndpoint = defineEndpoint(refreshSessionRoute, {
  response: null,
  summary: 'Rotate the refresh token and issue a new access token',
});

export const logoutEndpoint = defineEndpoint(logoutRoute, {
  response: null,
  summary: 'Log out and revoke the refresh token',
});

export const getMeEndpoint = defineEndpoint(getMeRoute, {
  response: meResponseSchema,
  summary: 'The logged-in user',
});

export const updateUserEndpoint = defineEndpoint(updateUserRoute, {
  body: updateUserRequestSchema,
  response: meResponseSchema,
  summary: "Change the user's name",
});
