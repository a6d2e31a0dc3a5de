package serbench.model.finditems;

import serbench.model.Digest;
import serbench.model.Model;

import java.util.List;

/** Stub: the full model lands with the FindItems work. */
public final class FindItemsModel extends Model<FindItemsResponse, FindItemsPb.FindItemsByKeywordsResponse> {

    public FindItemsModel() {
        super("finditems", FindItemsResponse.class, FindItemsPb.FindItemsByKeywordsResponse.parser());
    }

    @Override
    public List<String> inputs() {
        return List.of("1", "50", "1000");
    }

    @Override
    public String defaultInput() {
        return "50";
    }

    @Override
    public FindItemsResponse load(String input) {
        if (!inputs().contains(resolveInput(input))) {
            throw unknownInput(input);
        }
        return new FindItemsResponse("Success");
    }

    @Override
    public FindItemsResponse copy(FindItemsResponse source) {
        return new FindItemsResponse(source.ack());
    }

    @Override
    public FindItemsPb.FindItemsByKeywordsResponse toProto(FindItemsResponse source) {
        return FindItemsPb.FindItemsByKeywordsResponse.newBuilder().setAck(source.ack()).build();
    }

    @Override
    public FindItemsResponse fromProto(FindItemsPb.FindItemsByKeywordsResponse message) {
        return new FindItemsResponse(message.getAck());
    }

    @Override
    public long digest(FindItemsResponse value) {
        return new Digest().add(value.ack()).value();
    }

    @Override
    public long digestProto(FindItemsPb.FindItemsByKeywordsResponse message) {
        return new Digest().add(message.getAck()).value();
    }

    @Override
    public boolean soapEnvelope() {
        return true;
    }
}
