import { CustomerResponse } from "../../core/contract/customer.ts";
import type { ApiClient } from "./client.ts";

/** GET /skadekunde/: the logged-in customer. */
export const customerPath = "/skadekunde/";

export const fetchCustomer = (api: ApiClient) => api.get(CustomerResponse, customerPath);
