import type { ApiClient } from "./client.ts";
import { CustomerResponse } from "./contract/customer.ts";

export const fetchCustomer = (api: ApiClient) => api.get(CustomerResponse, "/skadekunde/");
