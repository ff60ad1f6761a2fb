import { EnvironmentFileSchema } from '@portal/shared/schemas';

/** environments/environment.schema.json: the TypeBox declaration as plain JSON Schema (draft 2020-12 keywords). */
export function environmentJsonSchema(): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: '门户环境文件（environments/<name>.json）',
    ...JSON.parse(JSON.stringify(EnvironmentFileSchema)),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
