import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthMenuNodeSchema, DepartmentNodeSchema, RouteNodeSchema } from '@brokerage/contract';

// The schemas /api/openapi.json names as components. A recursive schema must be one: it refers to itself by
// `$ref`, which needs a component to point at (unnamed, every one of them became an undefined `schema0`).
const COMPONENTS = { RouteNode: RouteNodeSchema, AuthMenuNode: AuthMenuNodeSchema, DepartmentNode: DepartmentNodeSchema };

// The OpenAPI transforms of @fastify/swagger: each route's zod schemas, and the components section. The registry
// is the app's own, so several apps in one process never share (or clash over) component names.
export function openApiTransforms() {
  const schemaRegistry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) schemaRegistry.add(schema, { id });
  return {
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  };
}
