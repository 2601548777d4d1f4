import { type MultipartPart, multipartBody } from '../client.ts';

export interface Answer {
  status: number;
  body: unknown;
  bytes: Buffer;
}

/**
 * A browser over real HTTP: one cookie jar (the session and the CSRF cookie) that it can take to
 * any app process, sending the CSRF header on writes as the web app does.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  async request(
    baseUrl: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.request(baseUrl, 'GET', '/api/health');
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size)
      sent.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    if (method !== 'GET') sent['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    let payload: Buffer | undefined;
    if (Buffer.isBuffer(body)) payload = body;
    else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: sent,
      ...(payload === undefined ? {} : { body: new Uint8Array(payload) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [key, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return { status: response.status, body: json ? JSON.parse(bytes.toString('utf8')) : null, bytes };
  }

  async login(baseUrl: string, email: string, password: string): Promise<Answer> {
    return this.request(baseUrl, 'POST', '/api/auth/login/', { email, password });
  }

  /** A multipart/form-data POST, as a browser form sends it. */
  upload(baseUrl: string, url: string, parts: MultipartPart[]): Promise<Answer> {
    const { body, contentType } = multipartBody(parts);
    return this.request(baseUrl, 'POST', url, body, { 'content-type': contentType });
  }
}
