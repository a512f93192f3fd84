export { failureMessage, http, request, REQUEST_TIMEOUT_MS, type Envelope, type FormFields, type HttpMethod, type RequestOptions } from './client';
export { HttpError, isRefusal, NETWORK_ERROR, TIMEOUT_ERROR } from './http-error';
export { getFeedback, setFeedback, type Feedback } from './feedback';
export { toQueryString, type QueryParams, type QueryValue } from './query-string';
export { readAhead } from './read-ahead';
