/**
 * An error in GoTrue's wire format. supabase-js reads `code` as the error code
 * when the response carries `X-Supabase-Api-Version: 2024-01-01`, and `msg` /
 * `message` as the text, so both are sent.
 */
export class GoTrueError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }

  toBody() {
    return { code: this.code, error_code: this.code, message: this.message, msg: this.message };
  }
}

export const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
