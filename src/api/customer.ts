import type { ApiClient } from "./client.ts";
import { CustomerResponse } from "./contract/customer.ts";

/** GET /skadekunde/: the logged-in customer. */
export const customerPath = "/skadekunde/";

export const fetchCustomer = (api: ApiClient) => api.get(CustomerResponse, customerPath);
