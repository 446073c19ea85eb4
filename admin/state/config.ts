/**
 * The editor's content kinds and fields, made from the schemas by codegen (generated/field-model.json). Read as JSON
 * text: a third of the editor's script, which the browser reads several times faster with JSON.parse than as code.
 */
import type { FieldModel } from '../../pipeline/codegen/field-model.ts';
import text from '../../generated/field-model.json?raw';

export const fieldModel = JSON.parse(text) as FieldModel;
