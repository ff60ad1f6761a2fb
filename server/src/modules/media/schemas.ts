import { Type } from '@sinclair/typebox';

/** File routes: not part of the JSON API, so kept out of the OpenAPI document. */
/** `?w=375&f=webp`: a picture's device-sized copy (checked by requestedVariant: listed values only, else 400). */
export const pictureVariantQuery = Type.Object({
  w: Type.Optional(Type.String({ maxLength: 8 })),
  f: Type.Optional(Type.String({ maxLength: 8 })),
});

export const catalogueFileSchema = {
  summary: '演示目录图片',
  hide: true,
  params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
  querystring: pictureVariantQuery,
};

export const uploadedFileSchema = {
  summary: '上传的文件（本地存储）',
  hide: true,
  params: Type.Object({ '*': Type.String({ maxLength: 128 }) }),
};
