// The request methods a menu permission can guard, as the select and the table show them.
import { HttpMethod, type HttpMethodName } from '@caremall/contract';

export const METHOD_OPTIONS = (Object.entries(HttpMethod) as [HttpMethodName, number][]).map(([label, value]) => ({ value, label }));

export const methodLabel = (method: number) => METHOD_OPTIONS.find((m) => m.value === method)?.label ?? method;
