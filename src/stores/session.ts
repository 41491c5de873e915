/**
 * State shared between islands (nanostores): the logged-in manager, detected once per page
 * through `me` (VISITOR), and the page language (set by src/islands/shared/useStartup.ts when
 * an island mounts). The cookie consent is in ./consent.ts.
 */
import { atom } from 'nanostores';
import type { Language, Me } from '../contracts/types.ts';

export type UserState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'manager'; me: Me };

export const $user = atom<UserState>({ status: 'unknown' });

export const $language = atom<Language>('en');

let pending: Promise<UserState> | undefined;

/** Loads the current manager once; every island awaiting it shares the same call. */
export function loadUser(me: () => Promise<Me>): Promise<UserState> {
  pending ??= me()
    .then((value): UserState => ({ status: 'manager', me: value }))
    .catch((): UserState => ({ status: 'anonymous' }))
    .then((state) => {
      $user.set(state);
      return state;
    });
  return pending;
}
