// The order picture manager (issue 15, decision 168): what other modules use — order construction deletes the
// pictures of an item whose seller changes, and refreshOrderRollups keeps the picture roll-ups.
export { createOrderPicturesService, type OrderPicturesService } from './order-pictures.service';
export { createRemovePictureFilesJob, deleteItemPictures } from './order-pictures.files';
export { refreshOrderPictureRollups } from './order-pictures.rollup';
export { orderPicturesRoutes } from './order-pictures.routes';
