export { registerServiceWorker, serviceWorkerUpdate } from "./register";
export { UpdatePrompt, type UpdatePromptProps } from "./UpdatePrompt";
export type { UpdateModel } from "./update-model";
