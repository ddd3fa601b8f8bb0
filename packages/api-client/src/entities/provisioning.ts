import type { RecordOf } from '../resources/define';
import type { provisionProviderResource } from '../resources/definitions/provision-provider';
import type { ProvisionAccountState, provisionServiceResource } from '../resources/definitions/provision-service';

/** A user's account in a provision service, with its provisioning state (§2.5 provision service view). */
export interface ProvisionAccount {
  ProvisionAccountId: string;
  ProvisionServiceId: string;
  UserId: string;
  UserName: string;
  State: ProvisionAccountState;
  /** Why the last attempt failed (kept while retrying, and once Failed); null after a success. */
  Reason: string | null;
  /** Attempts of the current provisioning (1 for the first try). */
  Attempts: number;
  /** The key of the account in the target (the user name the SQL provider wrote), once provisioned. */
  AccountKey: string | null;
  UpdatedDate: string;
  /** When the account was last written successfully. */
  ProvisionedDate: string | null;
}

/** The answer of a provision service's connection test. */
export interface ProvisionTestResult {
  IsSuccess: boolean;
  Message: string;
}

/** A provision service record as the server returns it (§2.5). */
export type ProvisionService = RecordOf<typeof provisionServiceResource>;

/** A provision provider record as the server returns it (§2.5; secrets are never returned). */
export type ProvisionProvider = RecordOf<typeof provisionProviderResource>;
