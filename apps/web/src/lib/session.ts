import { useSyncExternalStore } from 'react';
import type { Me } from '@clinica/contracts/auth';
import type { PermissionAction, PermissionResource } from '@clinica/contracts/permissions';

/**
 * The logged-in user (spec §3: "Login stores the user record locally, encoded, in browser storage").
 * The session itself is the server's HttpOnly cookie; this record only drives the interface.
 */
const storageKey = 'clinica.user';

export function encodeUser(user: Me): string {
  const bytes = new TextEncoder().encode(JSON.stringify(user));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeUser(encoded: string | null): Me | null {
  if (!encoded) return null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (value && typeof value === 'object' && 'id' in value && 'type' in value && 'tenant' in value)
      return value as Me;
    return null;
  } catch {
    return null;
  }
}

function read(): Me | null {
  try {
    return decodeUser(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

let current: Me | null = read();
/** When the server last answered with this user in this page's life (0: known only from storage). */
let confirmedAt = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getUser(): Me | null {
  return current;
}

/** Called with the server's answer (login, /me): the record is stored and counts as fresh. */
export function setUser(user: Me): void {
  confirmedAt = Date.now();
  const encoded = encodeUser(user);
  try {
    if (localStorage.getItem(storageKey) === encoded && current) return;
    localStorage.setItem(storageKey, encoded);
  } catch {
    // Storage unavailable: keep the user for this page only.
  }
  current = user;
  emit();
}

export function clearUser(): void {
  confirmedAt = 0;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // ignore
  }
  if (current === null) return;
  current = null;
  emit();
}

/** The time of the last server answer for the stored user, or 0 when it only came from storage. */
export function userConfirmedAt(): number {
  return confirmedAt;
}

export function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Logging out (or in) in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    current = read();
    emit();
  });
}

export function useUser(): Me | null {
  return useSyncExternalStore(subscribeUser, getUser, getUser);
}

/**
 * The clinic's tax region (it sets the VAT rates), from the session's tenant. A user stored before the
 * session carried it reads as the mainland until /me answers (a moment after the page opens).
 */
export function useTaxRegion(): Me['tenant']['invoicing']['tax_region'] {
  return useUser()?.tenant.invoicing.tax_region ?? 'PT';
}

export function hasPermission(
  user: Me | null,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  if (!user) return false;
  if (user.type === 'manager') return true;
  return user.permissions[resource]?.[action] === true;
}
