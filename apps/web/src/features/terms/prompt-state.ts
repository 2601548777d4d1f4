/**
 * "Once per session": the answer given in this browser tab is remembered in
 * sessionStorage until the tab closes or the person logs out.
 */
const key = (userId: number) => `kazi.terms.answered.${userId}`;

export function wasAnsweredThisSession(userId: number): boolean {
  try {
    return sessionStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberAnswer(userId: number): void {
  try {
    sessionStorage.setItem(key(userId), '1');
  } catch {
    // Private modes may refuse storage: the prompt then returns on reload, which is harmless.
  }
}

export function forgetAnswers(): void {
  try {
    for (const name of Object.keys(sessionStorage))
      if (name.startsWith('kazi.terms.')) sessionStorage.removeItem(name);
  } catch {
    // Nothing stored.
  }
}

/**
 * Pages that ask for a decision of their own (accepting a project invitation): the prompt waits
 * until the person leaves them, so that only one decision is asked at a time.
 */
export function promptWaitsOn(pathname: string): boolean {
  return /^\/projects\/\d+\/accept_invite\/?$/.test(pathname);
}
