// The header imports the status button from here (app/shell/Header.tsx).
export { Web3Status } from "./components/Web3Status";
