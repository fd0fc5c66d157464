import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { MeResponse } from './auth';
import type { MeetingDetailDto, MeetingDeliveryDto, MeetingDto } from './meeting-dtos';
import type {
  meetingDeliveryResponseSchema,
  meetingDetailResponseSchema,
  meetingResponseSchema,
  meResponseSchema,
} from './response-schemas';

// The OpenAPI document is built from the schemas and the code from the types: `tsc` (npm run typecheck)
// fails this file when the two part. Each must be assignable to the other (a field missing, added, of
// another type, or optional on one side only fails).
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RequiredSame<A, B> = SameShape<Required<A>, Required<B>> extends true ? SameShape<A, B> : false;
describe('response schemas describe the types the server answers with', () => {
  it('match field for field', () => {
    expectTypeOf<RequiredSame<z.output<typeof meResponseSchema>, MeResponse>>().toEqualTypeOf<true>();
    expectTypeOf<RequiredSame<z.output<typeof meetingResponseSchema>, MeetingDto>>().toEqualTypeOf<true>();
    expectTypeOf<
      RequiredSame<z.output<typeof meetingDeliveryResponseSchema>, MeetingDeliveryDto>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      RequiredSame<z.output<typeof meetingDetailResponseSchema>, MeetingDetailDto>
    >().toEqualTypeOf<true>();
  });
});
