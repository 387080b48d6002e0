/** The subset of a PostgreSQL error that both pg and PGlite expose. */
interface PgLikeError {
  code: string;
  detail?: string;
  constraint?: string;
  message: string;
}

function isPgLike(value: unknown): value is PgLikeError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((value as { code: string }).code)
  );
}

/** Drizzle wraps driver errors; the SQLSTATE lives somewhere down the cause chain. */
export function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (isPgLike(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_MESSAGES: Record<string, string> = {
  bots_name_key: 'A bot with this name already exists',
  business_types_name_key: 'A business type with this name already exists',
  business_types_code_key: 'A business type with this code already exists',
  users_email_key: 'A user with this e-mail already exists',
  messages_conversation_order_unique:
    'A message with this orderIndex already exists in the conversation',
};

const MISSING_REFERENCE_MESSAGES: Record<string, string> = {
  businesses_business_type_id_fkey: 'Business type not found',
  conversations_bot_id_fkey: 'Bot not found',
  conversations_user_id_fkey: 'User not found',
  messages_conversation_id_fkey: 'Conversation not found',
};

/** Maps client-caused SQLSTATEs to a 4xx; undefined means a genuine server fault. */
export function pgErrorToHttp(
  error: PgLikeError,
): { statusCode: number; message: string } | undefined {
  switch (error.code) {
    case '22P02': // invalid_text_representation, e.g. a malformed uuid
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return { statusCode: 400, message: 'Invalid identifier or value' };
    case '22021': // character_not_in_repertoire: NUL in text from a non-JSON body
    case '22P05': // untranslatable_character: \u0000 inside jsonb
      return { statusCode: 400, message: 'Text may not contain the NUL character (\\u0000)' };
    case '22001':
      return { statusCode: 400, message: 'A value is too long' };
    case '22003':
      return { statusCode: 400, message: 'A number is out of range' };
    case '23502':
      return { statusCode: 400, message: 'A required field is missing' };
    case '23514':
      return { statusCode: 400, message: 'A value is not allowed' };
    case '23505':
      return {
        statusCode: 409,
        message:
          UNIQUE_MESSAGES[error.constraint ?? ''] ??
          'A record with the same unique value already exists',
      };
    case '23503':
      return /still referenced/i.test(error.detail ?? '')
        ? { statusCode: 409, message: 'The record is still in use by other records' }
        : {
            statusCode: 400,
            message:
              MISSING_REFERENCE_MESSAGES[error.constraint ?? ''] ??
              'A referenced record does not exist',
          };
    case '40001':
    case '40P01':
      return { statusCode: 409, message: 'Concurrent update, please retry' };
    default:
      return undefined;
  }
}
