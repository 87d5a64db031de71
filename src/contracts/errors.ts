import { z } from "zod";

/** The error shape every failed API call answers with (spec 1 §8: code, message, details, statusCode, timestamp). */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  statusCode: z.number().int(),
  timestamp: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Error codes the server uses; the client defaults to UNKNOWN_ERROR (spec 1 §8). */
export type ErrorCode =
  | "VALIDATION_ERROR"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "IDEMPOTENCY_KEY_REUSED"
  | "REQUEST_IN_PROGRESS"
  | "ALREADY_CREATED"
  | "ALREADY_MEMBER"
  | "ALREADY_INVITED"
  | "INVITATION_UNAVAILABLE"
  | "INVITATION_FOR_ANOTHER_EMAIL"
  | "LINK_EXPIRED"
  | "RATE_LIMITED"
  | "PLAN_LIMIT"
  | "ORGANIZATION_SUSPENDED"
  | "ACCOUNT_LOCKED"
  | "USER_NOT_FOUND"
  | "INVALID_CREDENTIALS"
  | "CROSS_SITE_REQUEST"
  | "METHOD_NOT_ALLOWED"
  | "NOT_ACCEPTABLE"
  | "REQUEST_TIMEOUT"
  | "PAYLOAD_TOO_LARGE"
  | "URI_TOO_LONG"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "HEADERS_TOO_LARGE"
  | "INTERNAL_ERROR"
  | "SERVICE_UNAVAILABLE"
  | "UNKNOWN_ERROR";
