import type { FastifyInstance } from 'fastify';
import type { AccountsDeps } from './accounts-deps';
import { avatarRoutes } from './avatar-routes';
import { clientConfigRoutes } from './client-config-routes';
import { deviceRoutes } from './device-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';

export type { AccountsDeps } from './accounts-deps';

/** The accounts module's routes, under /api. */
export async function registerAccountRoutes(api: FastifyInstance, deps: AccountsDeps) {
  await api.register(deviceRoutes(deps));
  await api.register(clientConfigRoutes(deps));
  await api.register(loginRoutes(deps));
  await api.register(passwordRoutes(deps));
  await api.register(profileRoutes(deps));
  await api.register(avatarRoutes(deps));
}
