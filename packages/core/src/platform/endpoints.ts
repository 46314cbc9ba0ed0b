import type { ContractModule } from './endpoints.generated';
import type { AnyRoute } from './route';

/**
 * Every contract, at the type level only: a client holding a zod-free route finds its endpoint's
 * schemas here by method and path, so calling an endpoint never loads zod. The contract modules are
 * listed in endpoints.generated.ts (`npm run registries`, from every *.contracts.ts).
 */
type EndpointsOf<Module> = Module extends unknown ? Module[keyof Module] : never;

export type ContractEndpoint = EndpointsOf<ContractModule>;

/** A route some contract gives schemas to. */
export type ContractRoute = Pick<ContractEndpoint, 'method' | 'path'> & AnyRoute;

/** The endpoint (route and schemas) of a route. */
export type EndpointOf<R extends ContractRoute> = Extract<
  ContractEndpoint,
  { readonly method: R['method']; readonly path: R['path'] }
>;
