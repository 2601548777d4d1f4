/** The talent pool's page, remembered per project in this browser (spec: "page remembered in local storage"). */
const keyOf = (projectId: number) => `kazi.talentPool.page.${projectId}`;

export function readRememberedPage(
  projectId: number,
  storage: Pick<Storage, 'getItem'> = localStorage,
): number {
  try {
    const page = Number(storage.getItem(keyOf(projectId)));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  } catch {
    return 1;
  }
}

export function rememberPage(
  projectId: number,
  page: number,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(keyOf(projectId), String(page));
  } catch {
    // Storage full or refused (private mode): the page is simply not remembered.
  }
}
