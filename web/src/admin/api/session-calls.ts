/** The dashboard's sessions and sign-ins (issue 38), typed by common/dashboard-sessions-api.ts. */
import { DASHBOARD_SESSIONS_API, type DashboardSessions, type IdleMinutes, type SignIn } from '#common/dashboard-sessions-api';
import { request } from './admin-client';

export const dashboardSessions = () => request<DashboardSessions>('GET', DASHBOARD_SESSIONS_API.sessions);
/** 404 for a session already gone (the list is asked again). */
export const endSession = (id: number) => request<DashboardSessions>('POST', DASHBOARD_SESSIONS_API.end(id));
export const endOtherSessions = () => request<DashboardSessions>('POST', DASHBOARD_SESSIONS_API.endOthers);
/** 204: this device is signed out too. */
export const endEverySession = () => request<undefined>('POST', DASHBOARD_SESSIONS_API.endAll);
export const saveIdleMinutes = (minutes: IdleMinutes) => request<DashboardSessions>('PUT', DASHBOARD_SESSIONS_API.idle, { minutes });
export const signIns = () => request<SignIn[]>('GET', DASHBOARD_SESSIONS_API.signIns);
