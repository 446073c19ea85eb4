// One page renders every address of the route manifest; what it shows comes from its data.
export default '*';
