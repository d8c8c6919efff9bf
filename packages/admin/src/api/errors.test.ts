import { ResultCode } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrors } from './errors';

describe('fieldErrors', () => {
  it('keys the server issues by the field the path starts with', () => {
    const error = new ApiError('Some fields are not valid', 'envelope', ResultCode.ValidationFailed, 422, {
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'area.0', message: 'Unknown region' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ email: 'Please enter a valid email address', area: 'Unknown region' });
  });

  it('is empty for errors without issues', () => {
    expect(fieldErrors(new ApiError('Request Error', 'transport', null, 0))).toEqual({});
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
