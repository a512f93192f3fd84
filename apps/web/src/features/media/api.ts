// The carousel calls (contract §4.2), declared once as a CRUD resource.
import { INDEX_IMG_PATHS, type IndexImgBody, type IndexImgPageQuery, type IndexImgVO } from '@caremall/contract';
import { crudApi } from '../../shared/crud';

/** Carousel images of the shop, by order descending. */
export const carouselApi = crudApi<IndexImgPageQuery, IndexImgVO, IndexImgBody>({
  key: 'index-img',
  paths: INDEX_IMG_PATHS.full,
  idParam: 'imgId',
  idOf: (body) => body.imgId,
});
