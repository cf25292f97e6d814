import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { InspectorApp } from "./ui/InspectorApp.tsx";
import "./styles.css";

const root = document.getElementById("inspector-root");
if (!root) throw new Error("No #inspector-root element");
createRoot(root).render(
  <StrictMode>
    <InspectorApp />
  </StrictMode>,
);
