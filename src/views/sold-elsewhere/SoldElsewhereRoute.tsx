import { useEffect } from "react";
import { firstFunnelStep, productSoldElsewhere } from "../../../core/domain/products.ts";
import { usePlatform } from "../../app/PlatformBridge.tsx";
import { useLocation, useParams } from "../../app/router.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { SoldElsewherePage } from "./SoldElsewherePage.tsx";

/**
 * `/privat/forsikring/motor/{product}`: a product of SPEC §1 sold elsewhere shows where to buy it,
 * as the first step of its funnel (SPEC §9); any other segment is not found.
 */
export function SoldElsewhereRoute() {
  const { product: segment = "" } = useParams();
  const { pathname } = useLocation();
  const platform = usePlatform();
  const product = productSoldElsewhere(segment);
  useEffect(() => {
    if (!product) return;
    platform?.analytics.trackPageView({
      page: pathname,
      product,
      funnelStep: firstFunnelStep(product),
    });
  }, [platform, product, pathname]);
  if (!product) return <NotFoundPage />;
  return <SoldElsewherePage product={product} />;
}
