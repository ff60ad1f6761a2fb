/**
 * How a name and resident ID are checked against the authority (the NPPA's 网络游戏防沉迷实名认证系统
 * or a licensed verification service). The default is the sandbox; a real service implements this
 * and is chosen by REALNAME_PROVIDER, like SMS and payments.
 */
export interface RealNameQuery {
  /** The name as on the card (trimmed). */
  name: string;
  /** The normalised 18-character ID (check digit already valid). */
  idNumber: string;
}

/** match: the name belongs to the ID; mismatch: it does not (or the ID does not exist). */
export type RealNameAnswer = 'match' | 'mismatch';

export interface RealNameProvider {
  readonly name: string;
  /** Throws when the service cannot answer (the player is asked to try later, nothing is stored). */
  verify(query: RealNameQuery): Promise<RealNameAnswer>;
}
