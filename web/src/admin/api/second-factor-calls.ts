/** A person's second factor (issue 38, docs/decisions/0064), typed by common/second-factor-api.ts. */
import { SECOND_FACTOR_API, type RecoveryCodes, type SecondFactorStatus, type TotpEnrolment } from '#common/second-factor-api';
import { request } from './admin-client';

export const secondFactorStatus = () => request<SecondFactorStatus>('GET', SECOND_FACTOR_API.status);
export const startTotp = () => request<TotpEnrolment>('POST', SECOND_FACTOR_API.totpStart);
/** 422 for a wrong code. */
export const confirmTotp = (code: string) => request<RecoveryCodes>('POST', SECOND_FACTOR_API.totpConfirm, { code });
export const turnTotpOff = (code: string) => request<SecondFactorStatus>('POST', SECOND_FACTOR_API.totpOff, { code });
export const newRecoveryCodes = (code: string) => request<RecoveryCodes>('POST', SECOND_FACTOR_API.recoveryCodes, { code });
/** The second step of a sign-in: 401 for a wrong code or a pending sign-in gone. */
export const signInWithCode = (pending: string, code: string) => request<{ signedIn: true }>('POST', SECOND_FACTOR_API.signIn, { pending, code });
