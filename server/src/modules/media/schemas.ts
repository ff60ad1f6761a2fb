import { Type } from '@sinclair/typebox';

/** File routes: not part of the JSON API, so kept out of the OpenAPI document. */
export const catalogueFileSchema = {
  summary: '演示目录图片',
  hide: true,
  params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
};

export const uploadedFileSchema = {
  summary: '上传的文件（本地存储）',
  hide: true,
  params: Type.Object({ '*': Type.String({ maxLength: 128 }) }),
};
