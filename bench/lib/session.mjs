// @ts-check
// Signs in like the web app does: GET auth/verify/ for the csrftoken cookie, then POST auth/login/
// with the X-CSRFToken header; the sessionid + csrftoken cookies drive every measured request.

/**
 * Merges the Set-Cookie headers of a response into a cookie jar (name → value).
 * @param {Map<string, string>} jar
 * @param {Response} response
 */
function collect(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
}

/** @param {Map<string, string>} jar */
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Signs in and checks the session works; returns the Cookie header value to send, and the CSRF
 * token that writes (POST) send as `X-CSRFToken`.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<{ cookie: string, sessionToken: string, csrfToken: string }>}
 */
export async function signIn(baseUrl, credentials) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const anonymous = await fetch(`${baseUrl}/api/auth/verify/`);
  await anonymous.arrayBuffer();
  collect(jar, anonymous);
  const csrf = jar.get('csrftoken');
  if (!csrf) throw new Error(`GET /api/auth/verify/ (${anonymous.status}) set no csrftoken cookie`);

  const login = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: cookieHeader(jar) },
    body: JSON.stringify(credentials),
  });
  const loginBody = await login.text();
  if (!login.ok)
    throw new Error(`POST /api/auth/login/ answered ${login.status}: ${loginBody.slice(0, 300)}`);
  collect(jar, login);
  const sessionToken = jar.get('sessionid');
  if (!sessionToken) throw new Error('POST /api/auth/login/ set no sessionid cookie');

  const check = await fetch(`${baseUrl}/api/auth/verify/`, { headers: { cookie: cookieHeader(jar) } });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`signed in, but GET /api/auth/verify/ answered ${check.status}`);
  collect(jar, check);
  const csrfToken = jar.get('csrftoken');
  if (!csrfToken) throw new Error('signed in, but no csrftoken cookie is left');
  return { cookie: cookieHeader(jar), sessionToken, csrfToken };
}
