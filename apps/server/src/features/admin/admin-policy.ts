import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { signedInUser } from '../auth/tokens/authenticate';

/** Admin-only routes run this after `requireUser` (spec §6). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!signedInUser(request).isAdmin) {
    throw new AppError('forbidden', 'Admin privileges are required.');
  }
}
