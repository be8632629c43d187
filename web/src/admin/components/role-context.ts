import { createContext, useContext } from 'react';
import type { Role } from '#common/people-api';

/**
 * The signed-in person's role (issue 38), as the dashboard's guard last read it from the server: the screens leave
 * out what it cannot use (app/roles.ts decides which screens). The server refuses the rest anyway.
 */
const RoleContext = createContext<Role>('couple');
export const RoleProvider = RoleContext.Provider;

export const useRole = (): Role => useContext(RoleContext);
