import { ErrorCode } from '@lar/contracts/errors';
import type { Language } from '@lar/contracts/languages';
import type { Role } from '@lar/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../db/tenancy.ts';
import { AppError } from './app-error.ts';

/** Who is calling: resolved from the bearer token once per request by the auth plugin. */
export interface Actor {
  sessionId: number;
  organizationId: number;
  organizationName: string;
  kind: 'user' | 'subuser';
  /** The main account's id or the sub-user's id, depending on `kind`. */
  id: number;
  username: string;
  isAdmin: boolean;
  /** What the account may do (decision 017): admin, main account without the right, or sub-user. */
  role: Role;
  adminId: number | null;
  /** An admin reset the password: only me, change-password and logout answer until it changes. */
  mustChangePassword: boolean;
  tenant: Tenant;
}

/**
 * A resident signed in to the portal (decision 075): a session of its own kind, scoped to one
 * household (occupancy). It is never an `Actor`, so no staff handler can be given one.
 */
export interface ResidentActor {
  sessionId: number;
  organizationId: number;
  accessId: number;
  occupancyId: number;
  memberName: string;
  email: string;
  language: Language;
  tenant: Tenant;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin's hook for a request with a live staff session; null otherwise. */
    actor: Actor | null;
    /** Set by the auth plugin's hook for a request with a live resident session; null otherwise. */
    resident: ResidentActor | null;
  }
}

export const unauthenticated = () =>
  new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please log in again.');

/** The signed-in caller, for handlers of non-public routes (the hook has already checked it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** The signed-in resident, for handlers of `resident_portal` routes (the hook has already checked it). */
export function residentOf(request: FastifyRequest): ResidentActor {
  if (!request.resident) throw unauthenticated();
  return request.resident;
}
