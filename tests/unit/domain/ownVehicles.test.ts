import { describe, expect, it } from "vitest";
import { type OwnVehicle, ownVehiclesFor } from "../../../core/domain/ownVehicles.ts";

const car: OwnVehicle = {
  registreringsnummer: "SX10001",
  beskrivelse: "Toyota Corolla 2018",
  biltype: "BIL",
};
const motorhome: OwnVehicle = {
  registreringsnummer: "BO20002",
  beskrivelse: "Adria Coral 2017",
  biltype: "BOBIL",
};
const vehicles = [car, motorhome];

describe("ownVehiclesFor (issue 20)", () => {
  it("offers only the customer's motorhomes in the motorhome flow", () => {
    expect(ownVehiclesFor("bobil", vehicles)).toEqual([motorhome]);
  });

  it("offers every vehicle in the car flow, where a motorhome is found too", () => {
    expect(ownVehiclesFor("bil", vehicles)).toEqual([car, motorhome]);
  });

  it("offers none in the motorhome flow to a customer with only cars", () => {
    expect(ownVehiclesFor("bobil", [car])).toEqual([]);
  });
});
