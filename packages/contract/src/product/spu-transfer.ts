// Product import and export (spreadsheets, spec §5 and §9: import templates up to 10 MB): the calls, the
// template's columns and their headers in every language, the preview's answer and every text the server answers.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { templated } from '../i18n/template.ts';
import { SpuSearchQuery } from './spu.ts';

export const SPU_TRANSFER_LIMITS = {
  /** Spec §9: import templates are limited to 10 MB. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Data rows (one SKU each) one import takes. */
  maxRows: 2000,
  /** What an xlsx may hold unzipped: 2,000 rows take a few MB, and a 10 MB file of one repeated byte unzips to gigabytes. */
  maxUnzippedBytes: 64 * 1024 * 1024,
  /** Products one export writes (each with its SKUs). */
  exportMaxProducts: 10_000,
} as const;

export const SPU_TRANSFER_FORMATS = ['xlsx', 'csv'] as const;
export type SpuTransferFormat = (typeof SPU_TRANSFER_FORMATS)[number];

/** The template's columns in order: one SKU per row; consecutive rows with the same name are one product. */
export const SPU_IMPORT_COLUMNS = [
  'name',
  'sellingPoint',
  'categoryId',
  'shopCategoryId',
  'pictures',
  'basicAttrs',
  'attr1Name',
  'attr1Value',
  'attr2Name',
  'attr2Value',
  'price',
  'marketPrice',
  'stock',
  'partyCode',
] as const;
export type SpuImportColumn = (typeof SPU_IMPORT_COLUMNS)[number];
export const SPU_IMPORT_REQUIRED: readonly SpuImportColumn[] = ['name', 'sellingPoint', 'categoryId', 'shopCategoryId', 'pictures', 'price', 'stock'];
/** What the export writes after the template's columns (an import reads past them). */
export const SPU_EXPORT_EXTRA_COLUMNS = ['spuId', 'status', 'saleNum'] as const;
export type SpuExportColumn = SpuImportColumn | (typeof SPU_EXPORT_EXTRA_COLUMNS)[number];

export const SPU_TRANSFER_LANGS = ['zh_CN', 'en', 'es_MX', 'ja'] as const;
export type SpuTransferLang = (typeof SPU_TRANSFER_LANGS)[number];

interface SheetTexts {
  headers: Record<SpuExportColumn, string>;
  /** What each template column holds, for the template's second sheet. */
  help: Record<SpuImportColumn, string>;
  status: Record<number, string>;
  productSheet: string;
  helpSheet: string;
  helpTitle: string;
  helpColumns: [string, string, string];
  required: [string, string];
  rules: string[];
  categoriesTitle: string;
  shopCategoriesTitle: string;
  categoryColumns: [string, string];
  example: { name: string; sellingPoint: string; attr1Name: string; attr1Value: string };
}

/** The spreadsheets' texts by language: headers, the help sheet and the status labels. */
export const SPU_TRANSFER_SHEETS: Record<SpuTransferLang, SheetTexts> = {
  zh_CN: {
    headers: {
      name: '商品名称',
      sellingPoint: '商品卖点',
      categoryId: '平台分类ID',
      shopCategoryId: '店铺分类ID',
      pictures: '商品图片',
      basicAttrs: '基本属性',
      attr1Name: '规格1名称',
      attr1Value: '规格1值',
      attr2Name: '规格2名称',
      attr2Value: '规格2值',
      price: '销售价(元)',
      marketPrice: '市场价(元)',
      stock: '库存',
      partyCode: '商品编码',
      spuId: '商品ID',
      status: '商品状态',
      saleNum: '销量',
    },
    help: {
      name: '商品标题，最多255个字符。同名的相邻行是同一个商品的不同规格',
      sellingPoint: '商品卖点，最多255个字符',
      categoryId: '平台三级分类的ID（见下方平台分类表）',
      shopCategoryId: '本店铺分类的ID（见下方店铺分类表）',
      pictures: '图片库中图片的路径，多个用英文逗号分隔，第一张为主图，最多9张',
      basicAttrs: '分类的基本属性，格式为“属性名:属性值”，多个用英文分号分隔，如“适用人群:老年人;产地:国产”；分类的重要属性必须填写',
      attr1Name: '销售属性名称，如“颜色”，最多10个字符；无规格的商品留空',
      attr1Value: '销售属性值，如“红色”，最多20个字符',
      attr2Name: '第二个销售属性名称，如“尺码”',
      attr2Value: '第二个销售属性值，如“L”',
      price: '销售价，单位元，0.01到1000000000，最多两位小数',
      marketPrice: '市场价，单位元，0到1000000000，可留空',
      stock: '库存，0到1000000000的整数',
      partyCode: '商品编码，最多100个字符，可留空',
    },
    status: { 0: '已下架', 1: '上架中', 2: '违规下架', 3: '待审核', 4: '审核未通过' },
    productSheet: '商品',
    helpSheet: '说明',
    helpTitle: '导入说明：每行一个规格，同一商品的多个规格写在相邻的行中并使用相同的商品名称；导入的商品为下架状态。',
    helpColumns: ['列', '是否必填', '说明'],
    required: ['必填', '选填'],
    rules: ['文件大小不超过10MB，最多2000行数据', '任意一行有误时不会导入任何商品', '请勿使用公式'],
    categoriesTitle: '平台分类（三级）',
    shopCategoriesTitle: '店铺分类',
    categoryColumns: ['ID', '名称'],
    example: { name: '示例：纯棉老人衫', sellingPoint: '柔软透气', attr1Name: '颜色', attr1Value: '灰色' },
  },
  en: {
    headers: {
      name: 'Product name',
      sellingPoint: 'Selling point',
      categoryId: 'Platform category ID',
      shopCategoryId: 'Shop category ID',
      pictures: 'Pictures',
      basicAttrs: 'Basic attributes',
      attr1Name: 'Attribute 1 name',
      attr1Value: 'Attribute 1 value',
      attr2Name: 'Attribute 2 name',
      attr2Value: 'Attribute 2 value',
      price: 'Price (yuan)',
      marketPrice: 'Market price (yuan)',
      stock: 'Stock',
      partyCode: 'Product code',
      spuId: 'Product ID',
      status: 'Status',
      saleNum: 'Sales',
    },
    help: {
      name: 'Product title, up to 255 characters. Adjacent rows with the same name are SKUs of one product',
      sellingPoint: 'Selling point, up to 255 characters',
      categoryId: 'ID of a third-level platform category (see the platform categories below)',
      shopCategoryId: "ID of one of the shop's categories (see the shop categories below)",
      pictures: 'Paths of pictures from the picture library, separated by commas; the first is the main picture; at most 9',
      basicAttrs:
        'Basic attributes of the category as "name:value", separated by semicolons, e.g. "Origin:Domestic;Material:Cotton"; the category\'s important attributes are required',
      attr1Name: 'Sales attribute name such as "Colour", up to 10 characters; leave empty for a product without SKUs',
      attr1Value: 'Sales attribute value such as "Red", up to 20 characters',
      attr2Name: 'Second sales attribute name such as "Size"',
      attr2Value: 'Second sales attribute value such as "L"',
      price: 'Selling price in yuan, 0.01 to 1000000000, at most 2 decimals',
      marketPrice: 'Market price in yuan, 0 to 1000000000; may be empty',
      stock: 'Stock, a whole number from 0 to 1000000000',
      partyCode: 'Product code, up to 100 characters; may be empty',
    },
    status: { 0: 'Off shelf', 1: 'On shelf', 2: 'Taken down', 3: 'Pending review', 4: 'Rejected' },
    productSheet: 'Products',
    helpSheet: 'Help',
    helpTitle: 'One SKU per row: the SKUs of one product go in adjacent rows with the same product name. Imported products are off shelf.',
    helpColumns: ['Column', 'Required', 'Meaning'],
    required: ['Required', 'Optional'],
    rules: ['Files up to 10 MB and 2000 data rows', 'If any row is wrong, no product is imported', 'Do not use formulas'],
    categoriesTitle: 'Platform categories (third level)',
    shopCategoriesTitle: 'Shop categories',
    categoryColumns: ['ID', 'Name'],
    example: { name: 'Example: cotton shirt', sellingPoint: 'Soft and breathable', attr1Name: 'Colour', attr1Value: 'Grey' },
  },
  es_MX: {
    headers: {
      name: 'Nombre del producto',
      sellingPoint: 'Argumento de venta',
      categoryId: 'ID de categoría de la plataforma',
      shopCategoryId: 'ID de categoría de la tienda',
      pictures: 'Imágenes',
      basicAttrs: 'Atributos básicos',
      attr1Name: 'Nombre del atributo 1',
      attr1Value: 'Valor del atributo 1',
      attr2Name: 'Nombre del atributo 2',
      attr2Value: 'Valor del atributo 2',
      price: 'Precio (yuan)',
      marketPrice: 'Precio de mercado (yuan)',
      stock: 'Inventario',
      partyCode: 'Código del producto',
      spuId: 'ID del producto',
      status: 'Estado',
      saleNum: 'Ventas',
    },
    help: {
      name: 'Título del producto, hasta 255 caracteres. Las filas contiguas con el mismo nombre son SKU de un mismo producto',
      sellingPoint: 'Argumento de venta, hasta 255 caracteres',
      categoryId: 'ID de una categoría de tercer nivel de la plataforma (ver la tabla de abajo)',
      shopCategoryId: 'ID de una categoría de la tienda (ver la tabla de abajo)',
      pictures: 'Rutas de imágenes de la biblioteca, separadas por comas; la primera es la principal; máximo 9',
      basicAttrs:
        'Atributos básicos de la categoría como "nombre:valor", separados por punto y coma; los atributos importantes de la categoría son obligatorios',
      attr1Name: 'Nombre del atributo de venta, como "Color", hasta 10 caracteres; vacío para un producto sin SKU',
      attr1Value: 'Valor del atributo de venta, como "Rojo", hasta 20 caracteres',
      attr2Name: 'Nombre del segundo atributo de venta, como "Talla"',
      attr2Value: 'Valor del segundo atributo de venta, como "G"',
      price: 'Precio de venta en yuan, de 0.01 a 1000000000, máximo 2 decimales',
      marketPrice: 'Precio de mercado en yuan, de 0 a 1000000000; puede quedar vacío',
      stock: 'Inventario, un número entero de 0 a 1000000000',
      partyCode: 'Código del producto, hasta 100 caracteres; puede quedar vacío',
    },
    status: { 0: 'Fuera de venta', 1: 'En venta', 2: 'Retirado por infracción', 3: 'En revisión', 4: 'Rechazado' },
    productSheet: 'Productos',
    helpSheet: 'Ayuda',
    helpTitle: 'Un SKU por fila: los SKU de un producto van en filas contiguas con el mismo nombre. Los productos importados quedan fuera de venta.',
    helpColumns: ['Columna', 'Obligatorio', 'Significado'],
    required: ['Obligatorio', 'Opcional'],
    rules: ['Archivos de hasta 10 MB y 2000 filas de datos', 'Si alguna fila tiene errores, no se importa ningún producto', 'No use fórmulas'],
    categoriesTitle: 'Categorías de la plataforma (tercer nivel)',
    shopCategoriesTitle: 'Categorías de la tienda',
    categoryColumns: ['ID', 'Nombre'],
    example: { name: 'Ejemplo: camisa de algodón', sellingPoint: 'Suave y transpirable', attr1Name: 'Color', attr1Value: 'Gris' },
  },
  ja: {
    headers: {
      name: '商品名',
      sellingPoint: 'セールスポイント',
      categoryId: 'プラットフォームカテゴリID',
      shopCategoryId: 'ショップカテゴリID',
      pictures: '商品画像',
      basicAttrs: '基本属性',
      attr1Name: '規格1の名前',
      attr1Value: '規格1の値',
      attr2Name: '規格2の名前',
      attr2Value: '規格2の値',
      price: '販売価格(元)',
      marketPrice: '市場価格(元)',
      stock: '在庫',
      partyCode: '商品コード',
      spuId: '商品ID',
      status: '状態',
      saleNum: '販売数',
    },
    help: {
      name: '商品名、255文字以内。同じ名前の隣り合う行は同じ商品の規格です',
      sellingPoint: 'セールスポイント、255文字以内',
      categoryId: 'プラットフォームの第3階層カテゴリのID（下の表を参照）',
      shopCategoryId: 'ショップのカテゴリのID（下の表を参照）',
      pictures: '画像ライブラリの画像のパス。カンマ区切りで、最初がメイン画像、最大9枚',
      basicAttrs: 'カテゴリの基本属性。「属性名:値」の形式で、複数はセミコロン区切り。カテゴリの重要属性は必須です',
      attr1Name: '販売属性の名前（例：「色」）、10文字以内。規格のない商品は空欄',
      attr1Value: '販売属性の値（例：「赤」）、20文字以内',
      attr2Name: '2つ目の販売属性の名前（例：「サイズ」）',
      attr2Value: '2つ目の販売属性の値（例：「L」）',
      price: '販売価格（元）、0.01〜1000000000、小数点以下2桁まで',
      marketPrice: '市場価格（元）、0〜1000000000、空欄可',
      stock: '在庫、0〜1000000000の整数',
      partyCode: '商品コード、100文字以内、空欄可',
    },
    status: { 0: '販売停止', 1: '販売中', 2: '違反により停止', 3: '審査待ち', 4: '審査不合格' },
    productSheet: '商品',
    helpSheet: '説明',
    helpTitle: '1行に1規格：同じ商品の規格は同じ商品名で隣り合う行に書きます。取り込んだ商品は販売停止の状態になります。',
    helpColumns: ['列', '必須', '説明'],
    required: ['必須', '任意'],
    rules: ['ファイルは10MB・2000行まで', 'いずれかの行に誤りがあると、どの商品も取り込まれません', '数式は使わないでください'],
    categoriesTitle: 'プラットフォームカテゴリ（第3階層）',
    shopCategoriesTitle: 'ショップカテゴリ',
    categoryColumns: ['ID', '名前'],
    example: { name: '例：綿のシャツ', sellingPoint: '柔らかく通気性がよい', attr1Name: '色', attr1Value: 'グレー' },
  },
};

/** Every text the import and export calls answer (a row's errors and the file's refusals). */
export const SPU_TRANSFER_MESSAGES = {
  fileRequired: '请上传导入文件',
  fileTooLarge: '导入文件不能超过10MB',
  badFileType: '请上传xls、xlsx或csv格式的文件',
  unreadable: '文件无法读取，请使用导入模板',
  unzippedTooLarge: '导入文件解压后不能超过64MB',
  noRows: '导入文件中没有商品数据',
  tooManyRows: '导入文件最多2000行商品数据',
  missingColumns: templated('导入文件缺少列：{columns}', (columns: string) => ({ columns })),
  formatInvalid: '导出格式不正确',
  cellRequired: '必须填写',
  cellNumber: '必须为数字',
  cellCents: '最多两位小数',
  cellFormula: '不能使用公式，请粘贴为数值',
  cellError: '单元格有错误值',
  productFieldsDiffer: '同一商品的各行，商品名称以外的商品信息必须一致',
  nameRepeated: templated('与第{row}行的商品同名，同一商品的各行必须相邻', (row: number) => ({ row })),
  unknownBasicAttr: templated('该分类没有基本属性：{name}', (name: string) => ({ name })),
  duplicateRow: templated('与第{row}行重复', (row: number) => ({ row })),
  rowsFailed: templated('{count}行数据有误，未导入任何商品', (count: number) => ({ count })),
} as const;
const M = SPU_TRANSFER_MESSAGES;

export const SPU_TRANSFER_PATHS = servicePaths('product', {
  export: '/m/spu/export',
  importTemplate: '/m/spu/import_template',
  importPreview: '/m/spu/import/preview',
  import: '/m/spu/import',
});

/** GET export: the product list's filters (paging is ignored) and the file format. */
export const SpuExportQuery = SpuSearchQuery.extend({
  format: z.enum(SPU_TRANSFER_FORMATS, { error: M.formatInvalid }).default('xlsx'),
});
export type SpuExportQuery = z.infer<typeof SpuExportQuery>;

/** A data row as the import read it, with its errors in the caller's language. */
export const SpuImportRowVO = z.object({
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: z.number(),
  name: z.string(),
  /** The SKU's sales attribute values, joined by spaces. */
  skuName: z.string(),
  categoryId: z.number().nullable(),
  shopCategoryId: z.number().nullable(),
  priceFee: z.number().nullable(),
  marketPriceFee: z.number().nullable(),
  stock: z.number().nullable(),
  partyCode: z.string().nullable(),
  errors: z.array(z.string()),
});
export type SpuImportRowVO = z.infer<typeof SpuImportRowVO>;

/** The answer of a preview, and of an import (all rows written, or none with the rows' errors). */
export const SpuImportResultVO = z.object({
  imported: z.boolean(),
  productCount: z.number(),
  rowCount: z.number(),
  errorRowCount: z.number(),
  rows: z.array(SpuImportRowVO),
});
export type SpuImportResultVO = z.infer<typeof SpuImportResultVO>;
