import setup from "./global-setup";
setup().then(() => console.log("SETUP READY"));
