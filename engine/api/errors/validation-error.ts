// The platform rejected the input (errorCode validation.failed): field name -> label key of the broken rule.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class ValidationError extends ApiError {
  override readonly name = 'ValidationError';
  readonly labelKey: string;
  /** Field name -> label key (or the raw problem text when the server gave no key). */
  readonly fields: Record<string, string>;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.fields = ValidationError.parse(message);
    this.labelKey = Object.values(this.fields)[0] ?? ERROR_LABELS.unknown;
  }

  /** Reads the sandbox/platform message format 'field: key; field2: key2'. */
  static parse(message: string): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const part of message.split(';')) {
      const at = part.indexOf(':');
      if (at > 0) fields[part.slice(0, at).trim().replace(/^\//, '')] = part.slice(at + 1).trim();
    }
    return fields;
  }
}
