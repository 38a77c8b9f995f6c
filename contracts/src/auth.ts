import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';
import { isCommonPassword } from './common-passwords.ts';
import { emailSchema, singleLine, visibleString } from './fields.ts';
import { ROLES } from './permissions.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

/** The account's e-mail rule, which every required address shares (fields.ts). */
export { EMAIL_MAX, emailSchema } from './fields.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 64;

/** Field-level issue codes the web app translates (`validation.<code>`). */
export const PasswordIssue = {
  TOO_SHORT: 'password_too_short',
  TOO_LONG: 'password_too_long',
  COMMON: 'password_common',
} as const;

export const passwordSchema = z.string().superRefine((value, ctx) => {
  if (value.length < PASSWORD_MIN) {
    addCodedIssue(ctx, PasswordIssue.TOO_SHORT, `Password must have at least ${PASSWORD_MIN} characters`);
  } else if (value.length > PASSWORD_MAX) {
    addCodedIssue(ctx, PasswordIssue.TOO_LONG, `Password must have at most ${PASSWORD_MAX} characters`);
  } else if (isCommonPassword(value)) {
    addCodedIssue(ctx, PasswordIssue.COMMON, 'This password is too common; choose another');
  }
});

export const usernameSchema = visibleString()
  .trim()
  .min(3, 'Username must have at least 3 characters')
  .max(USERNAME_MAX, `Username must have at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only');

export const loginBody = z.strictObject({
  username: singleLine().trim().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(1024),
  /** The token of the unlock e-mail's link (`/login?unlock=`): lets the owner past the account's wait. */
  unlock: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not an unlock token')
    .optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  is_admin: z.boolean(),
  is_subuser: z.boolean(),
  /** The kind of account the permission matrix (decision 017) knows it by, from the two flags. */
  role: z.enum(ROLES),
  admin_id: z.number().int().nullable(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** The password was reset by an admin: until it is changed, the session can do nothing else. */
  must_change_password: z.boolean(),
  /**
   * The organization's time zone (the server's `TIME_ZONE`): it decides every "today" and every
   * date shown, in the browser as on the server, wherever the reader's computer is (decision 063).
   */
  time_zone: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginSuccess = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUser,
  message: z.string(),
});
export type LoginSuccess = z.infer<typeof loginSuccess>;

export const meResponse = z.object({ success: z.literal(true), user: sessionUser });

export const changePasswordBody = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(1024),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * An account's answer: its id and username first, then its kind's own `fields`, then when it was
 * made and the version a change must name (decision 018). The order is the JSON's order.
 */
function accountAnswer<const Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({
    id: z.number().int(),
    username: z.string(),
    ...fields,
    created_at: z.string(),
    version: z.number().int(),
  });
}

export const subuser = accountAnswer({
  email: z.string(),
  is_active: z.boolean(),
  admin_id: z.number().int(),
});
export type Subuser = z.infer<typeof subuser>;

/** What every new account is made with, whoever makes it. */
const newAccountFields = {
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
};

export const subuserRegisterBody = z.strictObject(newAccountFields);
export type SubuserRegisterBody = z.infer<typeof subuserRegisterBody>;

export const subuserPatchBody = acceptingEcho(
  z
    .strictObject({
      is_active: z.boolean().optional(),
      password: passwordSchema.optional(),
      version: optionalVersion,
    })
    .refine((b) => b.is_active !== undefined || b.password !== undefined, {
      message: 'Nothing to change: send is_active or password',
    }),
  subuser,
);
export type SubuserPatchBody = z.output<typeof subuserPatchBody>;

export const mainUser = accountAnswer({
  /** Null for accounts made before e-mails were asked for (first start, create-org). */
  email: z.string().nullable(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  must_change_password: z.boolean(),
});
export type MainUser = z.infer<typeof mainUser>;

export const mainUserCreateBody = z.strictObject({ ...newAccountFields, is_admin: z.boolean() });
export type MainUserCreateBody = z.infer<typeof mainUserCreateBody>;

/** A partial change; without `version` the last write wins, with a stale one the answer is 409. */
export const mainUserUpdateBody = acceptingEcho(
  z
    .strictObject({
      // Null only as echoed from an account made before e-mails were asked for: it changes
      // nothing, and the service refuses it for an account that has an e-mail.
      email: emailSchema.nullable().optional(),
      is_admin: z.boolean().optional(),
      is_active: z.boolean().optional(),
      version: optionalVersion,
    })
    .refine((b) => b.email !== undefined || b.is_admin !== undefined || b.is_active !== undefined, {
      message: 'Nothing to change: send email, is_admin or is_active',
    }),
  mainUser,
);
export type MainUserUpdateBody = z.output<typeof mainUserUpdateBody>;

export const passwordResetAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown once to the admin; the account must replace it at its next login. */
  temporary_password: z.string(),
  user: mainUser,
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;
