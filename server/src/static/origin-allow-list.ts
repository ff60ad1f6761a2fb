/**
 * Where an environment may load remotes from (REMOTE_ORIGINS): the portal's own origin always
 * (a path such as /remotes/games/…, or PUBLIC_URL), plus the listed origins. A rule is an origin
 * (`https://cdn.example.com`) or an origin with any port (`http://localhost:*`). An environment
 * file cannot widen the list: it comes from the server's configuration, so a bad edit of the
 * file never points players' browsers at a host ops did not approve.
 */
export interface OriginAllowList {
  allows(url: string): boolean;
  describe(): string;
}

interface Rule {
  protocol: string;
  hostname: string;
  /** undefined: any port. */
  port: string | undefined;
}

export function parseOriginRule(text: string): Rule {
  const anyPort = /:\*$/.test(text);
  const url = new URL(anyPort ? text.replace(/:\*$/, '') : text);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`"${text}" is not an origin (scheme://host[:port], port may be *)`);
  }
  return { protocol: url.protocol, hostname: url.hostname, port: anyPort ? undefined : url.port };
}

export function originAllowList(rules: readonly string[], publicUrl: string | undefined): OriginAllowList {
  const parsed = rules.map(parseOriginRule);
  const own = publicUrl ? new URL(publicUrl).origin : undefined;
  return {
    allows(url) {
      if (url.startsWith('/') && !url.startsWith('//')) return true;
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return false;
      }
      if (target.origin === own) return true;
      return parsed.some(
        (rule) =>
          rule.protocol === target.protocol && rule.hostname === target.hostname && (rule.port === undefined || rule.port === target.port),
      );
    },
    describe() {
      const listed = [...(own ? [own] : []), ...rules];
      return listed.length ? `本站路径及 ${listed.join('、')}` : '仅本站路径（REMOTE_ORIGINS 未设置）';
    },
  };
}
