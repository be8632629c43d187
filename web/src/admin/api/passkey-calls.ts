/** Passkeys of the people who run the wedding (issue 38, docs/decisions/0063), typed by common/passkeys-api.ts. */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { PASSKEYS_API, type PasskeyItem } from '#common/passkeys-api';
import { request } from './admin-client';

export const passkeys = () => request<PasskeyItem[]>('GET', PASSKEYS_API.passkeys);
/** 409 for the dashboard password's session, which has no person to make a passkey for. */
export const enrolOptions = () => request<PublicKeyCredentialCreationOptionsJSON>('POST', PASSKEYS_API.enrolOptions);
/** 201 with the person's passkeys; 422 for a name that cannot be used; 400 for an answer that is not accepted. */
export const enrolPasskey = (name: string, response: RegistrationResponseJSON) => request<PasskeyItem[]>('POST', PASSKEYS_API.passkeys, { name, response });
export const removePasskey = (id: number) => request<PasskeyItem[]>('DELETE', PASSKEYS_API.passkey(id));

// The sign-in screen, before any session.
export const signInOptions = () => request<PublicKeyCredentialRequestOptionsJSON>('POST', PASSKEYS_API.signInOptions);
/** 401 for a passkey that is not accepted, 429 past the budgets. */
export const signInWithPasskey = (response: AuthenticationResponseJSON) => request<{ signedIn: true }>('POST', PASSKEYS_API.signIn, { response });
// The second step of a password's sign-in (docs/decisions/0065): the pending person's passkeys only.
/** 401 when the pending sign-in is gone, 404 when its person has no passkey. */
export const secondStepOptions = (pending: string) => request<PublicKeyCredentialRequestOptionsJSON>('POST', PASSKEYS_API.secondStepOptions, { pending });
/** 401 for a passkey not accepted (or the pending sign-in gone), 429 past the budgets. */
export const secondStepWithPasskey = (pending: string, response: AuthenticationResponseJSON) =>
  request<{ signedIn: true }>('POST', PASSKEYS_API.secondStep, { pending, response });
